/** A value of one of several shapes (oneOf/anyOf): pick the shape, then fill it in. */
import { NativeSelect } from '@/components/ui/native-select';
import { type FieldProps, fieldId } from './field-props';
import { useFormContext } from './form-context';
import { initialValue, isExpression, matchingVariant, variantLabel, variantsOf } from './json-schema';

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
  return (
    <div className="grid min-w-0 gap-2">
      <div className="flex items-center gap-2">
        <label htmlFor={pickerId} className="shrink-0 text-muted-foreground text-xs">
          {label}: shape
        </label>
        <NativeSelect
          id={pickerId}
          className="min-w-0 flex-1"
          value={String(chosen)}
          onChange={(event) => {
            const next = variants[Number(event.target.value)];
            if (next) onChange(initialValue(next));
          }}
        >
          {variants.map((v, i) => (
            <option key={variantLabel(v, i)} value={String(i)}>
              {variantLabel(v, i)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Field {...props} schema={merged} />
    </div>
  );
}
