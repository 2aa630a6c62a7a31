import { Anchor, Card, Col, Empty, Input, Row, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { MANUAL } from './content';

const matches = (text: string, keyword: string) => text.toLowerCase().includes(keyword.toLowerCase());

/** The user guide (ManualPage): any signed-in user, no role needed. */
export function ManualPage() {
  const [keyword, setKeyword] = useState('');
  const sections = useMemo(() => {
    const k = keyword.trim();
    if (!k) return MANUAL;
    return MANUAL.filter((s) => matches(s.title, k) || [...s.paragraphs, ...(s.steps ?? [])].some((p) => matches(p, k)));
  }, [keyword]);

  return (
    <Row gutter={24}>
      <Col xs={24} lg={18}>
        <Typography.Title level={1}>사용 설명서</Typography.Title>
        <Input.Search
          placeholder="궁금한 내용을 검색하세요 (예: 비밀번호, 세금계산서)"
          allowClear
          onChange={(e) => setKeyword(e.target.value)}
          style={{ maxWidth: 480, marginBottom: 24 }}
          aria-label="설명서 검색"
        />
        {sections.length === 0 && <Empty description={`"${keyword}"에 대한 설명을 찾지 못했습니다.`} />}
        {sections.map((s) => (
          <Card key={s.id} id={`manual-${s.id}`} title={s.title} style={{ marginBottom: 16 }}>
            {s.paragraphs.map((p) => (
              <Typography.Paragraph key={p}>{p}</Typography.Paragraph>
            ))}
            {s.steps && (
              <ol>
                {s.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            )}
          </Card>
        ))}
      </Col>
      <Col xs={0} lg={6}>
        <Anchor offsetTop={80} items={MANUAL.map((s) => ({ key: s.id, href: `#manual-${s.id}`, title: s.title }))} />
      </Col>
    </Row>
  );
}
