/**
 * When work runs in the browser: once it is idle, or right after its next paint, so that loading and
 * measuring never hold up what the visitor sees or touches.
 *
 * @packageDocumentation
 */
export { afterNextPaint } from './afterNextPaint';
export { runWhenIdle } from './runWhenIdle';
export { useValueAfterNextPaint } from './useValueAfterNextPaint';
