import { liveEndingTexts as texts } from '@jetsweat/contract';
import { Modal } from '../../ui/modal.tsx';

/** End class asks first (issue 51, item 3): it ends the class for every member at once. */
export function EndClassDialog(props: { open: boolean; onEnd(): void; onKeep(): void }) {
  return (
    <Modal open={props.open} title={texts.confirmEndTitle} onClose={props.onKeep} width="480px">
      <p>{texts.confirmEnd}</p>
      <div className="broadcast__confirm-actions">
        <button type="button" className="btn btn--brand" onClick={props.onEnd}>
          {texts.endForEveryone}
        </button>
        <button type="button" className="btn" onClick={props.onKeep}>
          {texts.keepTeaching}
        </button>
      </div>
    </Modal>
  );
}
