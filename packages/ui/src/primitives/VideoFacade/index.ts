export { VideoFacade } from './VideoFacade';
export type { VideoFacadeProps, VideoPoster } from './VideoFacade';
export { buildEmbedUrl, NOCOOKIE_EMBED_BASE } from './buildEmbedUrl';
