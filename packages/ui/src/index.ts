export * from './theme';
export * from './primitives/Button';
export * from './primitives/RadioCardGroup';
export * from './primitives/ToggleCard';
export * from './primitives/Slider';
export * from './primitives/Sheet';
export * from './primitives/Toast';
