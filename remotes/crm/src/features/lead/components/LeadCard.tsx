import { MoreOutlined, WarningOutlined } from '@ant-design/icons';
import { Link, useNavigate } from '@dure/shared';
import { formatDate, formatKRWShort, josa } from '@dure/shared/format';
import { useDraggable } from '@dnd-kit/core';
import { Button, Dropdown, Flex, Tag, Tooltip, Typography } from 'antd';
import type { CSSProperties, KeyboardEvent, MouseEvent, ReactNode } from 'react';
import type { Lead, LeadMeta } from '../api/leadApi';
import { PRIORITY_COLORS, PRIORITY_LABELS } from '../labels';
import type { CardData } from './kanbanDnd';

/** Names stay whole: Korean names never break one syllable per line. */
const NAME: CSSProperties = { whiteSpace: 'nowrap', wordBreak: 'keep-all', flex: 'none', fontSize: 12 };
const ELLIPSIS: CSSProperties = { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };
const TWO_LINES: CSSProperties = { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', wordBreak: 'keep-all', overflowWrap: 'anywhere', fontWeight: 500, lineHeight: 1.4 };

const CARD: CSSProperties = { background: '#fff', border: '1px solid #e8e8e8', borderRadius: 6, padding: '6px 8px', display: 'flex', flexDirection: 'column', gap: 2 };

/** A card lifted by keyboard stands out from its column until it is dropped. */
const LIFTED: CSSProperties = { outline: '2px solid #1677ff', outlineOffset: 1, boxShadow: '0 6px 16px rgba(0,0,0,0.16)' };

type BodyProps = { lead: Lead; menu?: ReactNode };

/** What a card shows: title (two lines at most), customer and owner, close date and amount. */
function LeadCardBody({ lead, menu }: BodyProps) {
  const company = lead.customerName ?? lead.prospectCompany ?? '-';
  return (
    <>
      <Flex justify="space-between" align="start" gap={4}>
        <Link to={`/lead/${lead.id}`} draggable={false} style={TWO_LINES} title={lead.title}>
          {lead.title}
        </Link>
        {menu}
      </Flex>
      <Flex justify="space-between" gap={8} style={{ fontSize: 12 }}>
        <Typography.Text type="secondary" style={ELLIPSIS} title={`${lead.leadNo} · ${company}`}>
          {company}
        </Typography.Text>
        <Typography.Text style={NAME}>{lead.ownerName ?? '-'}</Typography.Text>
      </Flex>
      <Flex justify="space-between" align="center" gap={8}>
        <Flex align="center" gap={4} style={{ minWidth: 0 }}>
          <Typography.Text type={lead.closeOverdueYn === 'Y' ? 'danger' : 'secondary'} style={{ fontSize: 12, whiteSpace: 'nowrap' }} title="예상 계약일">
            {lead.closeOverdueYn === 'Y' && <WarningOutlined aria-label="예상 계약일 경과" />} {formatDate(lead.expectedCloseDate)}
          </Typography.Text>
          {lead.priority === 'HIGH' && (
            <Tag color={PRIORITY_COLORS.HIGH} style={{ marginInlineEnd: 0 }}>
              {PRIORITY_LABELS.HIGH}
            </Tag>
          )}
          {lead.staleYn === 'Y' && (
            <Tooltip title="단계 변경 없이 기준일을 넘겼습니다">
              <Tag color="orange" style={{ marginInlineEnd: 0 }}>
                정체
              </Tag>
            </Tooltip>
          )}
          {lead.contractNo && (
            <Tag color="green" style={{ marginInlineEnd: 0 }}>
              {lead.contractNo}
            </Tag>
          )}
        </Flex>
        <Typography.Text strong style={{ whiteSpace: 'nowrap', textAlign: 'right' }} title={`확률 ${lead.probability}%`}>
          {formatKRWShort(lead.expectedAmount)}
        </Typography.Text>
      </Flex>
    </>
  );
}

type CardProps = {
  lead: Lead;
  meta: LeadMeta;
  canWrite: boolean;
  onMove: (stageId: number) => void;
  /** Lifted by keyboard (Space), waiting for ←/→ and the drop. */
  lifted?: boolean;
  /** A key pressed on the card for a keyboard move; true when it was one (see useKeyboardMove). */
  onMoveKey?: (event: KeyboardEvent<HTMLElement>) => boolean;
  onBlur?: () => void;
};

/** A lead on the board: dragged by pointer or touch, or moved by keyboard (Space), when the viewer may write; a click or Enter opens the lead. */
export function LeadCard({ lead, meta, canWrite, onMove, lifted = false, onMoveKey, onBlur }: CardProps) {
  const navigate = useNavigate();
  const data: CardData = { lead };
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, isDragging } = useDraggable({ id: lead.id, data, disabled: !canWrite });
  const open = () => navigate(`/lead/${lead.id}`);
  // Clicks on the title link or the menu (and on its menu, rendered elsewhere) are theirs.
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (event.currentTarget.contains(target) && !target.closest('a, button')) open();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Keys pressed in the card's link or menu are theirs.
    if (isDragging || event.target !== event.currentTarget) return;
    if (canWrite && onMoveKey?.(event)) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      open();
    }
  };
  const setRef = (node: HTMLElement | null) => {
    setNodeRef(node);
    setActivatorNodeRef(node);
  };
  return (
    <article
      ref={setRef}
      {...attributes}
      {...listeners}
      onKeyDown={onKeyDown}
      onClick={onClick}
      onBlur={lifted ? onBlur : undefined}
      // dnd-kit's role="button" would hide the card's name and content; it stays an article with its own description.
      role="article"
      aria-roledescription={canWrite ? '옮길 수 있는 카드' : undefined}
      tabIndex={0}
      data-lead-id={lead.id}
      aria-label={`리드 ${lead.leadNo} ${lead.title}`}
      style={{
        ...CARD,
        ...(lifted && LIFTED),
        cursor: canWrite ? 'grab' : 'pointer',
        opacity: isDragging ? 0.4 : 1,
        touchAction: canWrite ? 'manipulation' : undefined,
      }}
    >
      <LeadCardBody
        lead={lead}
        menu={
          canWrite && (
            <Dropdown
              trigger={['click']}
              menu={{
                items: meta.stages.filter((s) => s.activeYn === 'Y' && s.id !== lead.stageId).map((s) => ({ key: String(s.id), label: `${josa(s.name, '으로/로')} 이동` })),
                onClick: ({ key }) => onMove(Number(key)),
              }}
            >
              <Button type="text" size="small" icon={<MoreOutlined />} aria-label={`${lead.title} 단계 이동`} style={{ flex: 'none' }} />
            </Dropdown>
          )
        }
      />
    </article>
  );
}

/** The card under the pointer while it is dragged (drawn above the board, so no column clips it). */
export function LeadCardPreview({ lead }: { lead: Lead }) {
  return (
    <div style={{ ...CARD, boxShadow: '0 6px 16px rgba(0,0,0,0.16)', cursor: 'grabbing' }}>
      <LeadCardBody lead={lead} />
    </div>
  );
}
