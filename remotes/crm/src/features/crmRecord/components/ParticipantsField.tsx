import { UserPicker } from '@dure/shared/records';
import { Flex, Tag } from 'antd';
import { useState } from 'react';

type Person = { id: number; name: string };

type Props = {
  value?: number[];
  onChange?: (ids: number[]) => void;
  /** Names of the people already on the record. */
  known: Person[];
};

/** 동행자: picked one at a time with the shared UserPicker, shown as removable tags. */
export function ParticipantsField({ value = [], onChange, known }: Props) {
  const [names, setNames] = useState<Map<number, string>>(() => new Map(known.map((p) => [p.id, p.name])));
  const [picking, setPicking] = useState(0);
  return (
    <Flex vertical gap={6}>
      {value.length > 0 && (
        <Flex wrap gap={4}>
          {value.map((id) => (
            <Tag key={id} closable onClose={() => onChange?.(value.filter((v) => v !== id))}>
              {names.get(id) ?? `#${id}`}
            </Tag>
          ))}
        </Flex>
      )}
      <UserPicker
        key={picking}
        aria-label="동행자 추가"
        placeholder="동행자 추가 (이름 또는 아이디)"
        onChange={(id, person) => {
          if (id === null || value.includes(id)) return;
          if (person) setNames((m) => new Map(m).set(id, person.name));
          onChange?.([...value, id]);
          setPicking((n) => n + 1);
        }}
      />
    </Flex>
  );
}
