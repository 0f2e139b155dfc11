import { TRACKING_CSP_HOSTS, type TrackingProvider, type TrackingScripts } from '@shop/contracts';
import type { CspAdditions } from '../http/security-headers.js';

/** How the storefront loads the tracking providers' scripts (issue 14; ARCHITECTURE §6 external services). */
export interface TrackingConfig {
  /**
   * env TRACKING_SCRIPTS: `providers` loads Google's, Naver's and Meta's real scripts (production,
   * docker-compose), `simulator` the shop's stand-ins under /tracking-sim, which report to the shop
   * itself (the default, so `npm start` and the tests never reach the network).
   */
  scripts: TrackingScripts;
}

/** The tracking settings from the environment. Throws on an unknown TRACKING_SCRIPTS. */
export function trackingConfig(env: NodeJS.ProcessEnv): TrackingConfig {
  const scripts = env.TRACKING_SCRIPTS?.trim() || 'simulator';
  if (scripts !== 'providers' && scripts !== 'simulator') throw new Error(`TRACKING_SCRIPTS must be providers or simulator, got "${scripts}"`);
  return { scripts };
}

/**
 * The CSP sources the storefront needs for `providers` (those with an id in the shop setting):
 * their hosts when the real scripts load, nothing for the simulator (served by the shop itself)
 * or when no provider is on.
 */
export function trackingCspAdditions(config: TrackingConfig, providers: readonly TrackingProvider[]): CspAdditions {
  if (config.scripts === 'simulator' || providers.length === 0) return {};
  const hosts = providers.map((p) => TRACKING_CSP_HOSTS[p]);
  const all = (pick: (h: (typeof hosts)[number]) => string[]) => [...new Set(hosts.flatMap(pick))];
  const additions: CspAdditions = { 'script-src': all((h) => h.script), 'connect-src': all((h) => h.connect), 'img-src': all((h) => h.img) };
  const frames = all((h) => h.frame);
  return frames.length > 0 ? { ...additions, 'frame-src': frames } : additions;
}

/**
 * The CSP additions in force, following the shop setting: `additions()` is asked on every answer
 * (cheap: one version check). When `version()` (the setting read model's) has moved, the providers
 * are read again with `load()` in the background and the next answers carry their hosts; until
 * then the previous ones stay (one answer's lag after staff change an id).
 */
export class TrackingCsp {
  private current: CspAdditions = {};
  private seen: string | null = null;
  private source: { version: () => string; load: () => Promise<TrackingProvider[]> } | null = null;

  constructor(private readonly config: TrackingConfig) {}

  /** Follows the setting: `version` says when it changed, `load` gives the providers with an id. Resolves once the first are known. */
  async follow(version: () => string, load: () => Promise<TrackingProvider[]>): Promise<void> {
    if (this.config.scripts === 'simulator') return;
    this.source = { version, load };
    await this.refresh();
  }

  /** The additions for this answer (the same object until the providers change, so callers may memoise on it). */
  additions(): CspAdditions {
    if (this.source && this.source.version() !== this.seen) void this.refresh();
    return this.current;
  }

  private async refresh(): Promise<void> {
    const source = this.source!;
    const version = source.version();
    this.seen = version;
    try {
      const providers = await source.load();
      const next = trackingCspAdditions(this.config, providers);
      if (JSON.stringify(next) !== JSON.stringify(this.current)) this.current = next;
    } catch {
      this.seen = null; // asked again on the next answer
    }
  }
}
