'use client';

import { Component, useCallback, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { unstable_isUnrecognizedActionError as isUnrecognizedAction } from 'next/navigation';

/**
 * What a form sent, read from its fields when it was submitted; `n` counts the failed sends it recovered from.
 * `outdated`: the server no longer knows the form's action (a release built with another NEXT_SERVER_ACTIONS_ENCRYPTION_KEY,
 * or the action moved: docs/deploy.md), so sending again from this page cannot work; the page must be loaded again.
 */
export interface Recovered<T> {
  sent: T;
  n: number;
  outdated: boolean;
}

export interface SendRecovery<T> {
  /** The last send that failed before the server could answer, or null. */
  recovered: Recovered<T> | null;
  /** The form's onSubmit: remembers its fields as they are sent (runs before React starts the action). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Call when the action answered (any answer): the send is no longer in flight. The same function on every render. */
  settled: () => void;
}

/**
 * Keeps a form posted to a server action when the call itself fails in the browser: the connection drops, a proxy
 * answers 502, the server restarts, a new deployment no longer knows the action. React then throws the failure where
 * the form's `useActionState` renders, and the page's error boundary would replace the page, and the form with
 * everything the patient typed. Here the form's fields are read as they are submitted; when the failure comes, the
 * boundary draws the form again (`children` with `recovered`), for it to say the send failed and show what was typed.
 * Only a failure while a send is in flight is caught (once per send); anything else goes on to the page's boundary.
 * Without JavaScript none of this runs: the browser posts the form and the server answers with the page.
 */
export function SendFailureRecovery<T>({
  read,
  children,
}: {
  read: (data: FormData) => T;
  children: (recovery: SendRecovery<T>) => ReactNode;
}) {
  const inFlight = useRef<T | null>(null);
  const [recovered, setRecovered] = useState<Recovered<T> | null>(null);
  // Stable, so that a form's effect can list it and run on each answer only.
  const settled = useCallback(() => {
    inFlight.current = null;
  }, []);
  const recovery: SendRecovery<T> = {
    recovered,
    onSubmit: (event) => {
      inFlight.current = read(new FormData(event.currentTarget));
    },
    settled,
  };
  const recover = (error: unknown) => {
    const sent = inFlight.current;
    if (sent === null) return false;
    inFlight.current = null;
    setRecovered((r) => ({ sent, n: (r?.n ?? 0) + 1, outdated: isUnrecognizedAction(error) }));
    return true;
  };
  // eslint-disable-next-line react-hooks/refs -- the form calls onSubmit and settled from its events and effects, never in render
  const form = children(recovery);
  return (
    <FailureBoundary key={recovered?.n ?? 0} recover={recover}>
      {form}
    </FailureBoundary>
  );
}

class FailureBoundary extends Component<
  { recover: (error: unknown) => boolean; children: ReactNode },
  { error: unknown; caught: boolean; rethrow: boolean }
> {
  state = { error: null as unknown, caught: false, rethrow: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, caught: true };
  }

  componentDidCatch(error: unknown) {
    // Recovered: the parent draws the form again under a new key. Not a failed send: on to the page's boundary.
    if (!this.props.recover(error)) this.setState({ rethrow: true });
  }

  render() {
    if (this.state.rethrow) throw this.state.error;
    return this.state.caught ? null : this.props.children;
  }
}
