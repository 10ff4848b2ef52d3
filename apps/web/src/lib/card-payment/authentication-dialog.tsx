import { Modal } from '../../ui/modal.tsx';
import { formatDollars } from '@jetsweat/contract';

/**
 * The sandbox's stand-in for a bank's 3D Secure page (Stripe shows the same two choices for its
 * test card 4000 0027 6000 3184). Closing it counts as failing the check.
 */
export function AuthenticationDialog(props: {
  amountCents: number;
  onAnswer: (outcome: 'complete' | 'fail') => void;
}) {
  const { amountCents, onAnswer } = props;
  return (
    <Modal
      open
      title="Confirm your payment"
      subtitle="Your bank asks you to confirm it is you."
      onClose={() => onAnswer('fail')}
    >
      <p>
        {amountCents > 0
          ? `Please confirm the payment of ${formatDollars(amountCents)} to JetSweat.`
          : 'Please confirm that JetSweat may charge this card when your plan renews.'}
      </p>
      <p className="card-auth__note">
        Sandbox payments: this step stands in for your bank’s own check.
      </p>
      <div className="card-auth__actions">
        <button type="button" className="btn" onClick={() => onAnswer('complete')}>
          Complete authentication
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => onAnswer('fail')}>
          Fail authentication
        </button>
      </div>
    </Modal>
  );
}
