export { KitMotion, useMotionReduced } from './KitMotion';
export { cubicBezier } from './cubicBezier';
