/** YouTube's privacy-enhanced host: no cookies are set until the visitor plays the video. */
export const NOCOOKIE_EMBED_BASE = 'https://www.youtube-nocookie.com/embed/';

/**
 * The player URL for a video, autoplaying because the visitor has just pressed play.
 * `base` ends where the id starts, e.g. `https://www.youtube-nocookie.com/embed/`.
 */
export function buildEmbedUrl(videoId: string, base: string = NOCOOKIE_EMBED_BASE): string {
  return `${base}${encodeURIComponent(videoId)}?autoplay=1`;
}
