/** The media context: uploaded images, resized and kept in storage, and the generated portraits and story covers. */
export { discardImage, storeImage } from './images';
export { coverSvg, portraitSvg } from './svg-art';
