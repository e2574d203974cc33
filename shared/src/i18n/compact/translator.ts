/**
 * The part of i18next's API our code uses, in about 3 KB instead of 49 KB: `<halo-give>` has a 110 KB
 * budget with React included (DESIGN.md §8) and i18next alone was 15 KB of it. The embed build
 * resolves `i18next` to this file (webpack.config.ts); tests and our own pages keep i18next, and
 * `translator.test.ts` checks every message of every namespace gives the same text through both.
 *
 * Covered: bundled resources (no backend), `ns:key` prefixes, nested and dotted flat keys, a default
 * namespace and a fallback namespace, a fallback language, `{{name}}` interpolation without escaping,
 * `count` plurals with `_one`/`_other` suffixes by `Intl.PluralRules`, clones that share resources
 * but not language, `languageChanged` events. Not covered: backends, nesting `$t()`, formatters,
 * context, `returnObjects` (none of our messages or calls use them).
 */

type Resource = { [key: string]: string | Resource };
type Listener = (...args: unknown[]) => void;

export interface TranslateOptions {
  [name: string]: unknown;
  ns?: string | readonly string[];
  lng?: string;
  count?: number;
  defaultValue?: string;
}

export type TFunction = (key: string, options?: TranslateOptions) => string;

export interface InitOptions {
  lng?: string;
  fallbackLng?: string | false;
  ns?: string | readonly string[];
  defaultNS?: string;
  fallbackNS?: string | false;
  resources?: Record<string, Record<string, Resource>>;
  [option: string]: unknown;
}

interface ThirdPartyModule {
  type: string;
  init?: (instance: CompactI18n) => void;
}

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

/** A value at a dotted key, nested (`a.b` → `{a: {b}}`), flat (`{'a.b'}`) or mixed, as i18next finds it. */
function findAt(resource: Resource | undefined, path: string): string | Resource | undefined {
  if (!resource) return undefined;
  if (Object.prototype.hasOwnProperty.call(resource, path)) return resource[path];
  let dot = path.indexOf('.');
  while (dot > 0) {
    const head = resource[path.slice(0, dot)];
    if (head !== undefined && typeof head === 'object') {
      const found = findAt(head, path.slice(dot + 1));
      if (found !== undefined) return found;
    }
    dot = path.indexOf('.', dot + 1);
  }
  return undefined;
}

function valueAt(options: TranslateOptions, path: string): unknown {
  if (Object.prototype.hasOwnProperty.call(options, path)) return options[path];
  let value: unknown = options;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** `{{name}}` from the options; a name not passed stays as written, one passed as undefined is ''. */
function interpolate(text: string, options: TranslateOptions): string {
  return text.replace(PLACEHOLDER, (placeholder, rawName: string) => {
    const name = rawName.trim();
    const value = valueAt(options, name);
    if (value === undefined) {
      return Object.prototype.hasOwnProperty.call(options, name) ? '' : placeholder;
    }
    return value === null ? '' : String(value);
  });
}

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

interface SharedStore {
  data: Record<string, Record<string, Resource>>;
  options: InitOptions;
}

export class CompactI18n {
  language = '';
  private listeners = new Map<string, Set<Listener>>();

  constructor(
    readonly store: SharedStore = { data: {}, options: {} },
    language = '',
  ) {
    this.language = language;
  }

  get options(): InitOptions {
    return this.store.options;
  }

  use(module: ThirdPartyModule): this {
    module.init?.(this);
    return this;
  }

  init(options: InitOptions = {}): Promise<TFunction> {
    Object.assign(this.store.options, options);
    for (const [language, namespaces] of Object.entries(options.resources ?? {})) {
      for (const [namespace, resource] of Object.entries(namespaces)) {
        this.addResourceBundle(language, namespace, resource, true, true);
      }
    }
    this.language = options.lng ?? (options.fallbackLng || 'en');
    return Promise.resolve(this.t);
  }

  on(event: string, listener: Listener): this {
    let listeners = this.listeners.get(event);
    if (!listeners) {
      listeners = new Set();
      this.listeners.set(event, listeners);
    }
    listeners.add(listener);
    return this;
  }

  off(event: string, listener?: Listener): this {
    if (listener) this.listeners.get(event)?.delete(listener);
    else this.listeners.delete(event);
    return this;
  }

  emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }

  changeLanguage(language: string): Promise<TFunction> {
    if (language !== this.language) {
      this.language = language;
      this.emit('languageChanged', language);
    }
    return Promise.resolve(this.t);
  }

  /** A clone shares resources and options, with its own language and listeners (one per element). */
  cloneInstance(): CompactI18n {
    return new CompactI18n(this.store, this.language);
  }

  hasResourceBundle(language: string, namespace: string): boolean {
    return this.store.data[language]?.[namespace] !== undefined;
  }

  getResourceBundle(language: string, namespace: string): Resource | undefined {
    return this.store.data[language]?.[namespace];
  }

  addResourceBundle(
    language: string,
    namespace: string,
    resource: Resource,
    deep = false,
    overwrite = false,
  ): this {
    const namespaces = (this.store.data[language] ??= {});
    const existing = namespaces[namespace];
    namespaces[namespace] =
      existing && deep ? merge(existing, resource, overwrite) : { ...existing, ...resource };
    return this;
  }

  getFixedT(language: string | null, namespace?: string | readonly string[]): TFunction {
    return (key, options = {}) =>
      this.t(key, {
        ...options,
        lng: options.lng ?? language ?? undefined,
        ns: options.ns ?? namespace,
      });
  }

  t: TFunction = (key, options = {}) => {
    const found = this.resolve(key, options);
    if (found !== undefined) return interpolate(found, options);
    if (options.defaultValue !== undefined) return interpolate(options.defaultValue, options);
    return this.split(key, options).key;
  };

  private split(key: string, options: TranslateOptions): { namespaces: string[]; key: string } {
    const colon = key.indexOf(':');
    if (colon > 0) return { namespaces: [key.slice(0, colon)], key: key.slice(colon + 1) };
    const requested = options.ns ?? this.options.defaultNS ?? 'translation';
    return { namespaces: typeof requested === 'string' ? [requested] : [...requested], key };
  }

  /** i18next's order: each namespace (then the fallback namespace) in each language (then the fallback). */
  private resolve(rawKey: string, options: TranslateOptions): string | undefined {
    const { namespaces, key } = this.split(rawKey, options);
    const fallbackNamespace = this.options.fallbackNS;
    if (fallbackNamespace && !namespaces.includes(fallbackNamespace)) namespaces.push(fallbackNamespace);
    const language = options.lng ?? this.language;
    const fallbackLanguage = this.options.fallbackLng;
    const languages =
      fallbackLanguage && fallbackLanguage !== language ? [language, fallbackLanguage] : [language];
    const plural = typeof options.count === 'number';
    for (const namespace of namespaces) {
      for (const code of languages) {
        const resource = this.store.data[code]?.[namespace];
        if (plural) {
          const suffixed = findAt(resource, `${key}_${pluralCategory(code, options.count as number)}`);
          if (typeof suffixed === 'string') return suffixed;
        }
        const found = findAt(resource, key);
        if (typeof found === 'string') return found;
      }
    }
    return undefined;
  }
}

function merge(target: Resource, source: Resource, overwrite: boolean): Resource {
  const result: Resource = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const current = result[key];
    if (typeof value === 'object' && typeof current === 'object')
      result[key] = merge(current, value, overwrite);
    else if (current === undefined || overwrite) result[key] = value;
  }
  return result;
}

export function createInstance(options?: InitOptions): CompactI18n {
  const instance = new CompactI18n();
  if (options) void instance.init(options);
  return instance;
}
