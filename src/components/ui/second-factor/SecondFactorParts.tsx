/**
 * Pieces of the TOTP second factor shared by the sign-in (login island) and the profile
 * (client area): the QR code with its secret as text, and the recovery codes shown once.
 */
import styles from './SecondFactor.module.css';

/** The secret in groups of four, easier to type into an app. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

export function EnrolmentCode({ qrCode, secret }: { qrCode: string; secret: string }) {
  return (
    <div className={styles.enrolment}>
      <img className={styles.qr} src={qrCode} width={200} height={200} alt="QR code para cadastrar a conta no aplicativo autenticador" />
      <p className={styles.hint}>
        Não consegue ler o QR code? Digite esta chave no aplicativo:
        <br />
        <code className={styles.secret} data-testid="totp-secret">
          {grouped(secret)}
        </code>
      </p>
    </div>
  );
}

export function RecoveryCodesList({ codes }: { codes: string[] }) {
  return (
    <div className={styles.recovery}>
      <p>
        Guarde estes códigos de recuperação em um local seguro. Se você perder o acesso ao aplicativo autenticador, cada código permite
        entrar uma única vez. Eles não serão mostrados novamente.
      </p>
      <ul className={styles.codes} aria-label="Códigos de recuperação">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}
