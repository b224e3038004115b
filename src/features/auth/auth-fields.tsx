import { useId } from 'react';
import { textInput } from '@/components/button-styles';
import { AUTH_TEXTS as T } from './texts';

interface FieldProps {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** Sign-in checks length in code (spec §5); sign-up only marks fields required. */
  autoComplete: string;
}

export function EmailField({ value, onChange, disabled, autoComplete }: FieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {T.email}
      </label>
      <input
        id={id}
        type="email"
        required
        autoComplete={autoComplete}
        placeholder={T.emailPlaceholder}
        className={textInput}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

export function PasswordField({
  value,
  onChange,
  disabled,
  autoComplete,
  label = T.password,
}: FieldProps & { label?: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="password"
        required
        autoComplete={autoComplete}
        className={textInput}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
