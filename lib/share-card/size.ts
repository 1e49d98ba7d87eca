/** The share card's size: what Facebook, LinkedIn and X show uncropped (1.91:1). */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
