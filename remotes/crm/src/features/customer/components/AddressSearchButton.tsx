import { SearchOutlined } from '@ant-design/icons';
import { getConfig } from '@dure/shared';
import { App, Button } from 'antd';
import { useState } from 'react';
import { type PostcodeResult, loadPostcode } from './postcode';

export type PickedAddress = { zipCode: string; address1: string };

/**
 * 주소 검색: the Korean postcode search, where the deployment configures it (config.json postcodeScript). Its script is
 * loaded only when the user asks; without it, or when it cannot load, the address is typed by hand.
 */
export function AddressSearchButton({ onPick }: { onPick: (address: PickedAddress) => void }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const src = getConfig().postcodeScript;
  if (!src) return null;

  async function search() {
    setBusy(true);
    try {
      const Postcode = await loadPostcode(src!);
      new Postcode({
        oncomplete: (data: PostcodeResult) => {
          const road = data.roadAddress || data.jibunAddress;
          onPick({ zipCode: data.zonecode, address1: data.buildingName ? `${road} (${data.buildingName})` : road });
        },
      }).open();
    } catch {
      message.error('주소 검색을 불러오지 못했습니다. 우편번호와 주소를 직접 입력해 주세요.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button icon={<SearchOutlined />} loading={busy} onClick={() => void search()}>
      주소 검색
    </Button>
  );
}
