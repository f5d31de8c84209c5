export { VideoFacade } from './VideoFacade';
export { defaultVideoFacadeLabels } from './VideoFacade';
export type { VideoFacadeLabels, VideoFacadeProps, VideoPoster } from './VideoFacade';
export { buildEmbedUrl, NOCOOKIE_EMBED_BASE } from './buildEmbedUrl';
