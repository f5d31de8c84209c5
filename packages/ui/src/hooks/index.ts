export { useAdoptEarlyChoice, useAdoptEarlyRadio } from './useAdoptEarlyChoice';
export { useControllableState, type UseControllableStateOptions } from './useControllableState';
export { useForwardedRef } from './useForwardedRef';
