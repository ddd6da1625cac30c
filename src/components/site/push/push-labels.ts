/** The bell's and the panel's words, translated on the server (push-bell.tsx) and handed down as props. */
export interface PushBellLabels {
  bellOff: string;
  bellOn: string;
  bellLabel: string;
  panelTitle: string;
  kickOff: string;
  score: string;
  fullTime: string;
  news: string;
  hint: string;
  turnOn: string;
  save: string;
  turnOff: string;
  close: string;
  working: string;
  isOn: string;
  isOff: string;
  saved: string;
  chooseOne: string;
  denied: string;
  failed: string;
}
