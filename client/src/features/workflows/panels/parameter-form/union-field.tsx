/**
 * A value of one of several shapes (oneOf/anyOf): pick how to enter it, then fill it in. The choices read
 * as words ("Text (commas between several)", "List", "HTTP"); their technical names are the tooltip.
 */
import { NativeSelect } from '@/components/ui/native-select';
import { type FieldProps, fieldId } from './field-props';
import { useFormContext } from './form-context';
import {
  initialValue,
  isExpression,
  matchingVariant,
  variantLabel,
  variantsOf,
  variantTechnicalName,
} from './json-schema';

export function UnionField(props: FieldProps) {
  const { idPrefix, Field } = useFormContext();
  const { schema, path, label, value, onChange } = props;
  const variants = variantsOf(schema);
  // An expression can stand for any shape: keep it with the first scalar-friendly variant.
  const chosen = isExpression(value)
    ? Math.max(
        0,
        variants.findIndex((v) => v.type === 'string'),
      )
    : matchingVariant(variants, value);
  const variant = variants[chosen] ?? {};
  const pickerId = `${fieldId(idPrefix, path)}-shape`;
  const merged = {
    ...variant,
    description: variant.description ?? schema.description,
    default:
      variant.default ?? (chosen === matchingVariant(variants, schema.default) ? schema.default : undefined),
  };
  const technical = `${path.join('.')}: ${variants.map(variantTechnicalName).join(' | ')}`;
  return (
    <div className="grid min-w-0 gap-2">
      <div className="flex items-center gap-2">
        <label htmlFor={pickerId} className="shrink-0 text-muted-foreground text-xs" title={technical}>
          <span className="sr-only">{label}: </span>Enter as
        </label>
        <NativeSelect
          id={pickerId}
          className="min-w-0 flex-1"
          title={technical}
          value={String(chosen)}
          onChange={(event) => {
            const next = variants[Number(event.target.value)];
            if (next) onChange(initialValue(next));
          }}
        >
          {variants.map((v, i) => (
            <option key={variantTechnicalName(v)} value={String(i)} title={variantTechnicalName(v)}>
              {variantLabel(v, i, variants)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Field {...props} schema={merged} />
    </div>
  );
}
