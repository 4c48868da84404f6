import { ButtonAnchor } from "./button.tsx";
import { PhoneIcon } from "./icons.tsx";
import styles from "./call-notice.module.css";

interface Props {
  message: string;
  /** The flow's translated 'contact the operator' line and Call button text. */
  help: string;
  callLabel: string;
  /** The service's direct line; without one there is no button. */
  phone: string | null | undefined;
  testId?: string;
}

/** A problem the user cannot fix here: its text and a Call button for the service's direct line. */
export function CallNotice({ message, help, callLabel, phone, testId }: Props) {
  return (
    <div className={styles.notice} role="alert" data-testid={testId}>
      <p className={styles.text}>{message}</p>
      <p className={styles.help}>{help}</p>
      {phone && (
        <ButtonAnchor href={`tel:${phone.replace(/[^\d+]/g, "")}`} variant="secondary" block>
          <PhoneIcon size={20} />
          {callLabel}
        </ButtonAnchor>
      )}
    </div>
  );
}
