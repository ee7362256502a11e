import { Button } from '~/components/ui/Button';
import { Modal } from '~/components/ui/modal';

/** Leaving the additional-data form (spec 04 §2.1 back-button behaviour). */
export function ConfirmExitModal({ open, onStay, onLeave }: { open: boolean; onStay: () => void; onLeave: () => void }) {
  return (
    <Modal
      open={open}
      title="Deseja sair sem concluir o cadastro?"
      onClose={onStay}
      actions={
        <>
          <Button variant="secondary" onClick={onLeave}>
            Retornar para o login
          </Button>
          <Button onClick={onStay}>Concluir cadastro</Button>
        </>
      }
    >
      <p>Seu cadastro ainda não foi finalizado. Sem o código do cliente e o CPF/CNPJ, não é possível acessar a área do cliente.</p>
    </Modal>
  );
}

/** Second consecutive forgot-password failure (spec 04 §4.3). */
export function NotCustomerModal({ open, onClose, onSignUp }: { open: boolean; onClose: () => void; onSignUp: () => void }) {
  return (
    <Modal
      open={open}
      title="CPF/CNPJ não encontrado"
      onClose={onClose}
      actions={
        <>
          <a className="button button--ghost" href="/">
            Retornar para a home
          </a>
          <Button onClick={onSignUp}>Ir para o cadastro</Button>
        </>
      }
    >
      <p>O CPF/CNPJ informado ainda não é cliente Necta. Faça seu cadastro para acessar a área do cliente.</p>
    </Modal>
  );
}

/** After a sign-up: the confirmation link went by e-mail (spec 04 §4.1). */
export function LinkSentModal({ open, message, onClose }: { open: boolean; message: string; onClose: () => void }) {
  return (
    <Modal open={open} title="Link enviado por e-mail" onClose={onClose} actions={<Button onClick={onClose}>Entendi</Button>}>
      <p>{message}</p>
      <p>Abra o link recebido para confirmar seu e-mail e depois faça login.</p>
    </Modal>
  );
}

/** Login of an account whose e-mail is not confirmed (spec 04 §4.2). */
export function UnconfirmedEmailModal({ email, onClose }: { email: string | null; onClose: () => void }) {
  return (
    <Modal open={email !== null} title="Confirme seu e-mail" onClose={onClose} actions={<Button onClick={onClose}>Entendi</Button>}>
      <p>
        Seu e-mail ainda não foi confirmado. Enviamos um novo link de confirmação para <strong>{email}</strong>.
      </p>
      <p>Abra o link recebido e depois faça login novamente.</p>
    </Modal>
  );
}
