export { Container } from './Container';
export type { ContainerProps } from './Container';
export { containerImageSizes, twoColumnTemplate } from './containerImageSizes';
export type { ContainerColumn } from './containerImageSizes';
