import { useId } from 'react';
import { Button } from '../Button';
import { copyButtonLabel, useCopy } from '../copy';
import styles from './BarcodeCode.module.css';

export interface BarcodeCodeProps {
  /** The barcode image (data URL). */
  image: string;
  /** The 'linha digitável' as shown; the copy button copies its digits only. */
  digits: string;
  /** The image's text alternative (which invoice it pays). */
  alt: string;
  /** How long 'Copiado!' stays on the button (default: the copy feedback's). */
  copiedMs?: number;
}

/**
 * A bill's barcode as both payment screens show it (spec 01 §2.2 client area, §2.3 simplified
 * invoice): the image, 'Linha digitável' with the digits, and 'Copiar código de barras'.
 */
export function BarcodeCode({ image, digits, alt, copiedMs }: BarcodeCodeProps) {
  const labelId = useId();
  const { state, copy } = useCopy(copiedMs);
  return (
    <>
      <img className={styles.barcode} src={image} alt={alt} />
      <p className={styles.label} id={labelId}>
        Linha digitável
      </p>
      <p className={styles.digits} aria-labelledby={labelId} data-testid="barcode-digits">
        {digits}
      </p>
      <Button onClick={() => void copy(digits.replace(/\D/g, ''))} aria-live="polite">
        {copyButtonLabel(state, 'Copiar código de barras')}
      </Button>
    </>
  );
}
