import { Checkbox, DatePicker, Select, Tag } from 'antd';
import { type ComponentType, type CSSProperties, Fragment, type ReactNode } from 'react';
import { dayjs } from '@dure/shared/format';
import type { ListFields, ListState } from './listState';

type Name<F extends ListFields> = keyof F & string;
type Option = { value: string | number; label: string };
type Shown<F extends ListFields> = {
  /** Shows the control only while this holds (a lost reason once lost leads are listed). */
  when?: (state: ListState<F>) => boolean;
  /** Kept under the list's "상세 조건" (a phone's filter drawer shows every filter): one most searches do without. */
  advanced?: boolean;
};

/** A picker of one record id (department, person, customer, segment): the shape DepartmentSelect, UserPicker and the crm pickers share. */
export type IdPickerProps = {
  value?: number | null;
  onChange?: (id: number | null) => void;
  /** Label of the current value until the picker's own list names it (a value that came in the address). */
  initialLabel?: string;
  placeholder?: string;
  style?: CSSProperties;
  'aria-label'?: string;
};

/**
 * One filter control above a list, bound to a field of its state: the page says which field and
 * how it is labelled, and the template reads and writes the state.
 * - `select`: a code from `options`; a list field (enumList, codeList, idList) takes many.
 * - `picker`: a record id through `control` (which names a value the address brought by itself).
 * - `dates`: two `day` fields as one range picker.
 * - `check`: a `yn` field that filters when ticked.
 * - `flag`: a `yn` field that came in the address without a control of its own (a dashboard's 미지정
 *   row), shown as a tag whose × clears it — in place of `instead` while it is set.
 */
export type ListFilter<F extends ListFields> = Shown<F> &
  (
    | { select: Name<F>; label: string; placeholder?: string; width: number; options: readonly Option[]; search?: boolean }
    | { picker: Name<F>; control: ComponentType<IdPickerProps>; label: string; placeholder?: string; width: number }
    | { dates: readonly [Name<F>, Name<F>]; label: string; allowEmpty?: boolean }
    | { check: Name<F>; label: string }
    | { flag: Name<F>; label: string; instead?: ListFilter<F> }
  );

/** A page's filters: descriptors, or a render function for a control no descriptor covers; `false` for one the caller may not use. */
export type ListFilterItem<F extends ListFields> = ListFilter<F> | ((state: ListState<F>, set: (patch: Partial<ListState<F>>) => void) => ReactNode) | false | null | undefined;

/**
 * A filter that came in the address without a control of its own (a dashboard's 미지정 row, a lead
 * period): shown among the controls as a tag whose × removes it.
 */
export function FilterTag({ children, onClear }: { children: ReactNode; onClear: () => void }) {
  return (
    <Tag closable onClose={onClear} style={{ alignSelf: 'center' }}>
      {children}
    </Tag>
  );
}

export type ChoiceFilterProps<V extends string | number> = {
  /** The control's accessible name; its placeholder unless one is given. */
  label: string;
  placeholder?: string;
  width: number | string;
  /** One code, or any number of them: an array value makes it a multiple select. */
  value: V | V[] | undefined;
  onChange: (value: any) => void;
  options: readonly { value: V; label: string }[];
  /** Typing narrows the options by their labels. */
  search?: boolean;
};

/** A filter's select: clearable, labelled, one code or (for an array value) many. */
export function ChoiceFilter<V extends string | number>({ label, placeholder, width, value, onChange, options, search }: ChoiceFilterProps<V>) {
  const many = Array.isArray(value);
  return (
    <Select
      mode={many ? 'multiple' : undefined}
      allowClear
      showSearch={search}
      optionFilterProp={search ? 'label' : undefined}
      aria-label={label}
      placeholder={placeholder ?? label}
      style={many ? { minWidth: width } : { width }}
      value={value as never}
      onChange={(v: unknown) => onChange(many ? v : (v ?? undefined))}
      options={options as { value: V; label: string }[]}
    />
  );
}

type SetState<F extends ListFields> = (patch: Partial<ListState<F>>) => void;
/** `block`: each control the full width of its column (a phone's filter drawer). */
type Props<F extends ListFields> = { filter: ListFilter<F>; state: ListState<F>; set: SetState<F>; block?: boolean };

const filtering = (value: unknown) => value !== undefined && value !== null && value !== '' && value !== false && !(Array.isArray(value) && value.length === 0);

/** Whether a filter narrows the list now (a descriptor's fields; a render function's cannot be told and counts as not). */
export function isFilterActive<F extends ListFields>(filter: ListFilterItem<F>, state: ListState<F>): boolean {
  if (!filter || typeof filter === 'function') return false;
  if ('select' in filter) return filtering(state[filter.select]);
  if ('picker' in filter) return filtering(state[filter.picker]);
  if ('dates' in filter) return filter.dates.some((name) => filtering(state[name]));
  if ('check' in filter) return filtering(state[filter.check]);
  return filtering(state[filter.flag]) || (!!filter.instead && isFilterActive(filter.instead, state));
}

function FilterControl<F extends ListFields>({ filter, state, set, block }: Props<F>): ReactNode {
  if (filter.when && !filter.when(state)) return null;
  const patch = (name: Name<F>, value: unknown) => set({ [name]: value } as Partial<ListState<F>>);
  if ('select' in filter) {
    const { select, when, advanced, ...control } = filter;
    return <ChoiceFilter {...control} width={block ? '100%' : control.width} value={state[select] as Option['value']} onChange={(v) => patch(select, v)} />;
  }
  if ('picker' in filter) {
    const Control = filter.control;
    return (
      <Control
        aria-label={filter.label}
        placeholder={filter.placeholder ?? filter.label}
        style={{ width: block ? '100%' : filter.width }}
        value={(state[filter.picker] as number | undefined) ?? null}
        onChange={(id) => patch(filter.picker, id ?? undefined)}
      />
    );
  }
  if ('dates' in filter) {
    const [fromName, toName] = filter.dates;
    const from = state[fromName] as string | undefined;
    const to = state[toName] as string | undefined;
    return (
      <DatePicker.RangePicker
        aria-label={filter.label}
        allowEmpty={filter.allowEmpty ? [true, true] : undefined}
        style={block ? { width: '100%' } : undefined}
        value={from || to ? [from ? dayjs(from) : null, to ? dayjs(to) : null] : null}
        onChange={(range) => set({ [fromName]: range?.[0]?.format('YYYY-MM-DD'), [toName]: range?.[1]?.format('YYYY-MM-DD') } as Partial<ListState<F>>)}
      />
    );
  }
  if ('check' in filter) {
    return (
      <Checkbox checked={state[filter.check] === true} onChange={(e) => patch(filter.check, e.target.checked || undefined)}>
        {filter.label}
      </Checkbox>
    );
  }
  if (state[filter.flag]) return <FilterTag onClear={() => patch(filter.flag, undefined)}>{filter.label}</FilterTag>;
  return filter.instead ? <FilterControl filter={filter.instead} state={state} set={set} block={block} /> : null;
}

/** The page's filter controls, in its order. */
export function ListFilters<F extends ListFields>({ filters, state, set, block }: { filters: readonly ListFilterItem<F>[]; state: ListState<F>; set: SetState<F>; block?: boolean }) {
  return filters.map((filter, index) => {
    if (!filter) return null;
    if (typeof filter === 'function') return <Fragment key={index}>{filter(state, set)}</Fragment>;
    return <FilterControl key={index} filter={filter} state={state} set={set} block={block} />;
  });
}
