/** The media context: uploaded images, resized and kept in storage. */
export { discardImage, storeImage } from './images';
