/** Korean text of the host's remote loading. */
export const FEDERATION_MESSAGES = {
  unknownVersion: '알 수 없음',
  sharedVersionMismatch: (area: string, remoteVersion: string, hostVersion: string) =>
    `‘${area}’ 화면이 다른 버전의 공통 모듈로 빌드되었습니다. 일부 기능이 제대로 동작하지 않을 수 있으니 관리자에게 알려 주세요. (화면 ${remoteVersion} · 셸 ${hostVersion})`,
} as const;
