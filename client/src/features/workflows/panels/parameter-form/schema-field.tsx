/** Picks the control for a schema: scalar, list, group of fields, JSON value or a choice of shapes. */
import { ArrayField } from './array-field';
import type { FieldProps } from './field-props';
import { fieldKind } from './json-schema';
import { JsonValueField } from './json-value-field';
import { ObjectField } from './object-field';
import { ScalarField } from './scalar-field';
import { UnionField } from './union-field';

export function SchemaField(props: FieldProps) {
  switch (fieldKind(props.schema)) {
    case 'object':
      return <ObjectField {...props} />;
    case 'array':
      return <ArrayField {...props} />;
    case 'union':
      return <UnionField {...props} />;
    case 'record':
      return <JsonValueField {...props} />;
    case 'any':
      return props.value !== null && typeof props.value === 'object' ? (
        <JsonValueField {...props} />
      ) : (
        <ScalarField {...props} />
      );
    default:
      return <ScalarField {...props} />;
  }
}
