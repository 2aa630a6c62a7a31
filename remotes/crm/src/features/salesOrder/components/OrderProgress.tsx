import { Progress, Space, Tooltip, Typography } from 'antd';

type Props = { perDelivered: number; perBilled: number; compact?: boolean };

/** 출하율 and 청구율 as two labelled bars (ERPNext's per_delivered / per_billed). */
export function OrderProgress({ perDelivered, perBilled, compact }: Props) {
  const width = compact ? 120 : 220;
  return (
    <Space direction="vertical" size={0} style={{ minWidth: width }}>
      <Tooltip title={`출하율 ${perDelivered}% (출하 수량 × 단가 ÷ 주문 수량 × 단가)`}>
        <Space size={6} align="center">
          <Typography.Text type="secondary" style={{ fontSize: 12, width: 28 }}>
            출하
          </Typography.Text>
          <Progress
            percent={perDelivered}
            size={[width - 40, 6]}
            format={(p) => `${p}%`}
            status={perDelivered >= 100 ? 'success' : 'normal'}
            aria-label={`출하율 ${perDelivered}%`}
          />
        </Space>
      </Tooltip>
      <Tooltip title={`청구율 ${perBilled}% (세금계산서 청구액 ÷ 공급가액)`}>
        <Space size={6} align="center">
          <Typography.Text type="secondary" style={{ fontSize: 12, width: 28 }}>
            청구
          </Typography.Text>
          <Progress percent={perBilled} size={[width - 40, 6]} strokeColor="#722ed1" format={(p) => `${p}%`} aria-label={`청구율 ${perBilled}%`} />
        </Space>
      </Tooltip>
    </Space>
  );
}
