import { Col, Row } from 'antd';
import { Children, isValidElement, type ReactNode } from 'react';

/** A form's fields in `columns` equal columns on wide screens and one per row on a phone; a false child leaves no gap. */
export function FieldGrid({ columns, children }: { columns: 2 | 3 | 4; children: ReactNode }) {
  return (
    <Row gutter={16}>
      {Children.toArray(children).map((field, i) => (
        <Col key={isValidElement(field) && field.key !== null ? field.key : i} xs={24} md={24 / columns}>
          {field}
        </Col>
      ))}
    </Row>
  );
}
