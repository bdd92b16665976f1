/**
 * Spec 03 §5 "Career page video": a video-site URL is checked and turned into its embed link. Only these
 * providers are embedded, each by the id read from its URL and written into the provider's own embed address,
 * so nothing a recruiter types ever becomes an iframe's address as it is.
 */
type Provider = { hosts: readonly string[]; id: (url: URL) => string | null; embed: (id: string) => string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

const PROVIDERS: readonly Provider[] = [
  {
    hosts: ['youtube.com', 'www.youtube.com', 'm.youtube.com'],
    id: (url) => {
      if (url.pathname === '/watch') return url.searchParams.get('v');
      const match = /^\/(?:embed|shorts|live)\/([^/]+)\/?$/.exec(url.pathname);
      return match ? match[1]! : null;
    },
    embed: (id) => `https://www.youtube-nocookie.com/embed/${id}`,
  },
  {
    hosts: ['youtu.be'],
    id: (url) => /^\/([^/]+)\/?$/.exec(url.pathname)?.[1] ?? null,
    embed: (id) => `https://www.youtube-nocookie.com/embed/${id}`,
  },
  {
    hosts: ['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'],
    id: (url) => /^\/(?:video\/)?(\d+)\/?$/.exec(url.pathname)?.[1] ?? null,
    embed: (id) => `https://player.vimeo.com/video/${id}`,
  },
];

const ID_RULE = new Map<Provider, RegExp>([
  [PROVIDERS[0]!, YOUTUBE_ID],
  [PROVIDERS[1]!, YOUTUBE_ID],
  [PROVIDERS[2]!, VIMEO_ID],
]);

/** The embed link of a YouTube or Vimeo video URL, or null for anything else. */
export const videoEmbedUrl = (raw: string): string | null => {
  const value = raw.trim();
  if (value.length === 0 || value.length > 1000) return null;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  const provider = PROVIDERS.find((candidate) => candidate.hosts.includes(url.hostname.toLowerCase()));
  if (!provider) return null;
  const id = provider.id(url);
  return id && ID_RULE.get(provider)!.test(id) ? provider.embed(id) : null;
};

/** The origins the career page may frame: what the page's Content-Security-Policy frame-src allows. */
export const VIDEO_EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;
