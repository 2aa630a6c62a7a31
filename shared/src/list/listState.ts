import type { ListViewState } from '../records/api/savedView';
import type { ListField } from './listFields';

export type ListFields = Record<string, ListField<any>>;
type ValueOf<F> = F extends ListField<infer T> ? T : never;

/** Paging and order, as the api takes them (DOMAIN §1.5): 0-based page, size, `field,dir`. */
export type Paging = { page: number; size: number; sort: string };

/** A list's whole state: its filters, typed by their kinds, plus paging and order. */
export type ListState<F extends ListFields> = { [K in keyof F]: ValueOf<F[K]> } & Paging;

export type ListStateOptions<F extends ListFields> = {
  fields: F;
  /** The fields the list sorts by and its default order (`field,dir`). */
  sort: { initial: string; fields: readonly string[] };
  /** Page sizes offered; the first is the default. */
  sizes?: readonly number[];
  /** Names the list page's saved views and its per-user column settings (ListPage). */
  key?: string;
  /** The api path of the list's server-side .xlsx export (its query: `exportQuery`); no export button without it. */
  exportPath?: string;
};

export type ListStateDefinition<F extends ListFields> = {
  readonly key?: string;
  readonly exportPath?: string;
  readonly initial: ListState<F>;
  readonly sizes: readonly number[];
  readonly sortFields: readonly string[];
  /** The state an address describes; what it leaves out takes the default. */
  parse(params: URLSearchParams): ListState<F>;
  /** The address of a state: defaults left out, so a plain list has a plain address. */
  write(state: ListState<F>): URLSearchParams;
  /** The list call's query: paging, order and every field that filters something. */
  apiQuery(state: ListState<F>): Record<string, string>;
  /** The export call's query: the same filters and order, no paging. */
  exportQuery(state: ListState<F>): Record<string, string>;
  /** What a saved view keeps: every filter (in its address form) and the order. */
  toSavedView(state: ListState<F>): ListViewState;
  /** The state a saved view restores, from its first page; fields the view predates take their defaults. */
  fromSavedView(view: ListViewState, size?: number): ListState<F>;
  /** Whether any filter narrows the list (for the "nothing matches" text). */
  isFiltered(state: ListState<F>): boolean;
};

/** The state type of a definition: `ListStateOf<typeof customerList>`. */
export type ListStateOf<D> = D extends ListStateDefinition<infer F> ? ListState<F> : never;

const SORT = /^([A-Za-z][\w.]*),(asc|desc)$/;

/**
 * One list's URL state (DESIGN §4a): declare its filters once, with their kinds and defaults,
 * and the same definition reads and writes the address, builds the api and export queries and
 * saves and restores views.
 */
export function defineListState<F extends ListFields, K extends string | undefined = undefined>(
  options: ListStateOptions<F> & { key?: K },
): ListStateDefinition<F> & { readonly key: K } {
  const { fields } = options;
  const names = Object.keys(fields) as (keyof F & string)[];
  const sizes = options.sizes ?? [20, 50, 100];
  const sortOf = (raw: unknown) => {
    const match = typeof raw === 'string' ? SORT.exec(raw) : null;
    return match && options.sort.fields.includes(match[1]) ? raw as string : options.sort.initial;
  };
  const sizeOf = (raw: string | null) => (sizes.includes(Number(raw)) ? Number(raw) : sizes[0]);
  const initial = { page: 0, size: sizes[0], sort: options.sort.initial } as ListState<F>;
  for (const name of names) (initial as Record<string, unknown>)[name] = fields[name].initial;
  const isInitial = (name: keyof F & string, value: unknown) => fields[name].encode(value) === fields[name].encode(fields[name].initial);

  function filters(state: ListState<F>): Record<string, string> {
    const out: Record<string, string> = {};
    for (const name of names) {
      const encoded = fields[name].encode(state[name]);
      if (encoded === undefined || fields[name].addressOnly) continue;
      Object.assign(out, fields[name].toApi?.(name, encoded, state[name]) ?? { [name]: encoded }, fields[name].also);
    }
    return out;
  }

  return {
    key: options.key as K,
    exportPath: options.exportPath,
    initial,
    sizes,
    sortFields: options.sort.fields,
    parse(params) {
      const page = Math.trunc(Number(params.get('page') ?? 0));
      const state = { page: Number.isFinite(page) && page > 0 ? page : 0, size: sizeOf(params.get('size')), sort: sortOf(params.get('sort')) } as ListState<F>;
      // A field cleared against a non-empty default stays in the address, empty.
      for (const name of names) (state as Record<string, unknown>)[name] = params.has(name) ? fields[name].decode(params.get(name)) : fields[name].initial;
      return state;
    },
    write(state) {
      const out = new URLSearchParams();
      for (const name of names) if (!isInitial(name, state[name])) out.set(name, fields[name].encode(state[name]) ?? '');
      if (state.sort !== initial.sort) out.set('sort', state.sort);
      if (state.size !== initial.size) out.set('size', String(state.size));
      if (state.page > 0) out.set('page', String(state.page));
      return out;
    },
    apiQuery: (state) => ({ page: String(state.page), size: String(state.size), sort: state.sort, ...filters(state) }),
    exportQuery: (state) => ({ sort: state.sort, ...filters(state) }),
    toSavedView(state) {
      const saved: Record<string, string> = {};
      for (const name of names) saved[name] = fields[name].encode(state[name]) ?? '';
      return { filters: saved, sort: state.sort };
    },
    fromSavedView(view, size = sizes[0]) {
      const saved = view.filters ?? {};
      const state = { page: 0, size, sort: sortOf(view.sort) } as ListState<F>;
      for (const name of names) (state as Record<string, unknown>)[name] = name in saved ? fields[name].decode(saved[name]) : fields[name].initial;
      return state;
    },
    isFiltered: (state) => names.some((name) => !fields[name].addressOnly && fields[name].encode(state[name]) !== undefined),
  };
}
