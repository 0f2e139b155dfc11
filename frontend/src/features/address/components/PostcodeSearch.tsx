import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { geocodeQueryOf, postcodeAddressFromKakao, type KakaoPostcodeData, type PostcodeAddress } from '@shop/contracts';
import { Button } from '../../../shared/ui/Button';
import { preloadModal } from '../../../shared/ui/Modal';
import { pointOfAddress } from '../api/geocode-address';
import { postcodeWidgetQueryOptions } from '../api/get-postcode-widget';
import { loadKakaoPostcode, type KakaoPostcodeConstructor } from '../lib/kakao-postcode';
import { AddressSearchDialog } from './AddressSearchDialog';
import { KakaoPostcodeDialog } from './KakaoPostcodeDialog';

/** Props of {@link PostcodeSearch}. */
export interface PostcodeSearchProps {
  /**
   * The address the shopper picked, in Kakao postcode's field shape (zonecode, address,
   * roadAddress, jibunAddress, buildingCode, sido, sigungu, bname, addressType,
   * userSelectedType…) with `geolocation` [longitude, latitude], or null when it could not be placed.
   */
  onSelect(address: PostcodeAddress): void;
  disabled?: boolean;
  /** The button's text (default 우편번호 찾기). */
  label?: string;
}

type Open = { kind: 'closed' } | { kind: 'builtin' } | { kind: 'kakao'; Postcode: KakaoPostcodeConstructor };

/**
 * The 우편번호 찾기 button and the search it opens. With the server's setting `kakao`
 * (GET /api/v1/addresses/widget) it loads Kakao's postcode widget, waiting at most the
 * setting's timeout; when the setting is `builtin` (offline, tests) or the script cannot be
 * reached, it opens the shop's own search (GET /api/v1/addresses). A Kakao pick is placed on
 * the map afterwards (GET /api/v1/addresses/geocode); the shop's results come placed.
 */
export function PostcodeSearch({ onSelect, disabled, label = '우편번호 찾기' }: PostcodeSearchProps) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open>({ kind: 'closed' });
  const [opening, setOpening] = useState(false);

  const start = async () => {
    setOpening(true);
    try {
      const config = await queryClient.fetchQuery(postcodeWidgetQueryOptions()).catch(() => null);
      if (config?.widget === 'kakao' && config.scriptUrl) {
        const Postcode = await loadKakaoPostcode(config.scriptUrl, config.timeoutMs).catch(() => null);
        if (Postcode) return setOpen({ kind: 'kakao', Postcode });
      }
      setOpen({ kind: 'builtin' });
    } finally {
      setOpening(false);
    }
  };

  const close = () => setOpen({ kind: 'closed' });
  const choose = async (address: PostcodeAddress) => {
    close();
    const geolocation = address.geolocation ?? (await pointOfAddress(queryClient, geocodeQueryOf(address)));
    onSelect({ ...address, geolocation });
  };

  return (
    <>
      {/* Not disabled while the widget loads: a disabled button drops the focus the dialog gives back on close. */}
      <Button
        variant="secondary"
        onClick={() => !opening && void start()}
        onPointerEnter={preloadModal}
        aria-busy={opening || undefined}
        disabled={disabled}
        aria-haspopup="dialog"
      >
        {label}
      </Button>
      <AddressSearchDialog open={open.kind === 'builtin'} onClose={close} onSelect={(a) => void choose(a)} />
      {open.kind === 'kakao' && (
        <KakaoPostcodeDialog Postcode={open.Postcode} onClose={close} onComplete={(data: KakaoPostcodeData) => void choose(postcodeAddressFromKakao(data))} />
      )}
    </>
  );
}
