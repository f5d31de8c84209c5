import { randomUUID } from 'node:crypto';

/** A joined channel as broadcast and presence see it. */
export interface TopicMember {
  readonly topic: string;
  readonly presenceKey: string;
  readonly presenceEnabled: boolean;
  /** Pushes a server message on this channel (join_ref and ref null, as Realtime's fan-out sends them). */
  push(event: string, payload: Record<string, unknown>): void;
}

type Meta = Record<string, unknown> & { phx_ref: string };

interface Topic {
  members: Set<TopicMember>;
  /** Presence: each member's tracked meta, under its key. */
  tracked: Map<TopicMember, Meta>;
}

/** Public channels by topic: who is joined, what each tracks, and the fan-out of broadcasts and presence diffs. */
export class Topics {
  readonly #topics = new Map<string, Topic>();

  #topic(name: string): Topic {
    let topic = this.#topics.get(name);
    if (!topic) {
      topic = { members: new Set(), tracked: new Map() };
      this.#topics.set(name, topic);
    }
    return topic;
  }

  join(member: TopicMember): void {
    const topic = this.#topic(member.topic);
    topic.members.add(member);
    if (member.presenceEnabled) member.push('presence_state', stateOf(topic));
  }

  leave(member: TopicMember): void {
    const topic = this.#topics.get(member.topic);
    if (!topic) return;
    this.untrack(member);
    topic.members.delete(member);
    if (topic.members.size === 0) this.#topics.delete(member.topic);
  }

  broadcast(from: TopicMember, payload: Record<string, unknown>, self: boolean): void {
    for (const member of this.#topics.get(from.topic)?.members ?? []) {
      if (member !== from || self) member.push('broadcast', payload);
    }
  }

  /** One meta per channel, as realtime-js tracks: a second track replaces the first in a single diff. */
  track(member: TopicMember, payload: Record<string, unknown>): void {
    const topic = this.#topic(member.topic);
    const previous = topic.tracked.get(member);
    const meta: Meta = {
      ...payload,
      phx_ref: randomUUID(),
      ...(previous ? { phx_ref_prev: previous.phx_ref } : {}),
    };
    topic.tracked.set(member, meta);
    this.#diff(
      topic,
      { [member.presenceKey]: { metas: [meta] } },
      previous ? { [member.presenceKey]: { metas: [previous] } } : {},
    );
  }

  untrack(member: TopicMember): void {
    const topic = this.#topics.get(member.topic);
    const previous = topic?.tracked.get(member);
    if (!topic || !previous) return;
    topic.tracked.delete(member);
    this.#diff(topic, {}, { [member.presenceKey]: { metas: [previous] } });
  }

  #diff(topic: Topic, joins: Record<string, unknown>, leaves: Record<string, unknown>): void {
    for (const member of topic.members) {
      if (member.presenceEnabled) member.push('presence_diff', { joins, leaves });
    }
  }
}

function stateOf(topic: Topic): Record<string, unknown> {
  const state: Record<string, { metas: Meta[] }> = {};
  for (const [member, meta] of topic.tracked) {
    (state[member.presenceKey] ??= { metas: [] }).metas.push(meta);
  }
  return state;
}
