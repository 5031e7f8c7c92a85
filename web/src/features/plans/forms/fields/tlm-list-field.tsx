import { BoundTextField } from './bound-text-field';
import { ListField, PairRow } from './list-field';

/** Teaching learning material: rows of name and reference (a unit's, a pre-primary lesson's, a main-content row's). */
export function TlmListField({
  path,
  label,
  helper,
  disabled,
  level,
}: {
  path: string;
  label: string;
  helper?: string;
  disabled?: boolean;
  level?: 'field' | 'nested';
}) {
  return (
    <ListField
      path={path}
      label={label}
      helper={helper}
      addLabel={`Add ${label}`}
      newRow={() => ({ name: null, reference: null })}
      disabled={disabled}
      level={level}
    >
      {(row) => {
        const rowLabel = `${label} ${row.index + 1}`;
        return (
          <PairRow rowLabel={rowLabel} row={row} disabled={disabled}>
            <BoundTextField
              path={`${row.rowPath}.name`}
              kind="text"
              label="Name"
              accessibleLabel={`${rowLabel} name`}
              disabled={disabled}
            />
            <BoundTextField
              path={`${row.rowPath}.reference`}
              kind="text"
              label="Reference"
              accessibleLabel={`${rowLabel} reference`}
              disabled={disabled}
            />
          </PairRow>
        );
      }}
    </ListField>
  );
}
