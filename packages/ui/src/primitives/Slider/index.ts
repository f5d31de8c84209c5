export { Slider } from './Slider';
export type { SliderProps, SliderMark } from './Slider';
export { normalizeSliderValue } from './normalizeSliderValue';
export type { SliderBounds } from './normalizeSliderValue';
