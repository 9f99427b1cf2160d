// Package pubsub: a broker whose subscribers are channels kept in a
// sync.Map. Subscribing stores a fresh channel, unsubscribing takes it out
// and closes it, publishing sends without blocking (select with default),
// polling receives without blocking; each atomic composition beside a
// naive twin, and the blocking forms, which stay outside the fragment.
package pubsub

import "sync"

// Broker maps topics to their subscriber's channel.
type Broker struct {
	subs sync.Map // topic -> chan string
}

// Subscribe returns topic's channel, making it when there is none.
// want: atomic
// truth: atomic
// why: one LoadOrStore of a fresh channel; the condensed run's channel is the same allocation.
func (b *Broker) Subscribe(topic string) chan string {
	ch := make(chan string, 8)
	v, _ := b.subs.LoadOrStore(topic, ch)
	return v.(chan string)
}

// SubscribeRacy makes topic's channel when a Load finds none.
// want: violation
// truth: nonatomic
// why: another goroutine subscribes between the Load and the Store; both get a channel, one of them lost.
func (b *Broker) SubscribeRacy(topic string) chan string {
	if v, ok := b.subs.Load(topic); ok {
		return v.(chan string)
	}
	ch := make(chan string, 8)
	b.subs.Store(topic, ch)
	return ch
}

// Unsubscribe takes topic's channel out and closes it.
// want: atomic
// truth: atomic
// why: one LoadAndDelete; only the goroutine that took the channel out closes it, and a serial run closes the same one.
func (b *Broker) Unsubscribe(topic string) bool {
	v, ok := b.subs.LoadAndDelete(topic)
	if !ok {
		return false
	}
	close(v.(chan string))
	return true
}

// UnsubscribeRacy loads topic's channel, deletes the topic, closes the channel.
// want: violation
// truth: nonatomic
// why: two goroutines both load the channel before either deletes it: both close it, the second panics; or the Delete removes a newer subscriber.
func (b *Broker) UnsubscribeRacy(topic string) bool {
	v, ok := b.subs.Load(topic)
	if !ok {
		return false
	}
	b.subs.Delete(topic)
	close(v.(chan string))
	return true
}

// Resubscribe replaces topic's channel by a fresh one and closes the old.
// want: atomic
// truth: atomic
// why: one Swap: the old channel is the one the Swap took out, closed by this goroutine only.
func (b *Broker) Resubscribe(topic string) chan string {
	ch := make(chan string, 8)
	if old, loaded := b.subs.Swap(topic, ch); loaded {
		close(old.(chan string))
	}
	return ch
}

// ResubscribeRacy loads the old channel, stores a fresh one, closes the old.
// want: violation
// truth: nonatomic
// why: another goroutine replaces the channel between the Load and the Store: its channel is lost unclosed, or both close the same old one.
func (b *Broker) ResubscribeRacy(topic string) chan string {
	ch := make(chan string, 8)
	old, loaded := b.subs.Load(topic)
	b.subs.Store(topic, ch)
	if loaded {
		close(old.(chan string))
	}
	return ch
}

// Publish sends msg to topic's subscriber unless its buffer is full.
// want: atomic
// truth: atomic
// why: one Load; the non-blocking send goes to the loaded channel, which a serial run loads too.
func (b *Broker) Publish(topic, msg string) bool {
	v, ok := b.subs.Load(topic)
	if !ok {
		return false
	}
	select {
	case v.(chan string) <- msg:
		return true
	default:
		return false
	}
}

// PublishOrDrop sends msg, and drops (deletes and closes) a subscriber whose buffer is full.
// want: violation
// truth: nonatomic
// why: another goroutine resubscribes between the Load and the Delete: the Delete drops the new subscriber, yet the old channel is the one closed.
func (b *Broker) PublishOrDrop(topic, msg string) bool {
	v, ok := b.subs.Load(topic)
	if !ok {
		return false
	}
	ch := v.(chan string)
	select {
	case ch <- msg:
		return true
	default:
		b.subs.Delete(topic)
		close(ch)
		return false
	}
}

// Evict takes topic's channel out, says goodbye without blocking, and closes it.
// want: atomic
// truth: atomic
// why: one LoadAndDelete; the send and the close are on the channel it took out.
func (b *Broker) Evict(topic string) {
	v, ok := b.subs.LoadAndDelete(topic)
	if !ok {
		return
	}
	ch := v.(chan string)
	select {
	case ch <- "bye":
	default:
	}
	close(ch)
}

// Poll receives from topic's channel without blocking.
// want: atomic
// truth: atomic
// why: one Load; the non-blocking receive is on the loaded channel.
func (b *Broker) Poll(topic string) (string, bool) {
	v, ok := b.subs.Load(topic)
	if !ok {
		return "", false
	}
	select {
	case msg, ok := <-v.(chan string):
		return msg, ok
	default:
		return "", false
	}
}

// PollOrForget receives without blocking, and forgets a closed channel.
// want: violation
// truth: nonatomic
// why: another goroutine resubscribes between the Load and the Delete: the Delete forgets the new, open channel.
func (b *Broker) PollOrForget(topic string) (string, bool) {
	v, ok := b.subs.Load(topic)
	if !ok {
		return "", false
	}
	select {
	case msg, ok := <-v.(chan string):
		if !ok {
			b.subs.Delete(topic)
		}
		return msg, ok
	default:
		return "", false
	}
}

// Drop closes the channel LoadAndDelete took out, nil when there was none.
// want: atomic
// truth: atomic
// why: one LoadAndDelete; closing the nil channel of an absent topic panics, and a serial run panics alike.
func (b *Broker) Drop(topic string) {
	v, _ := b.subs.LoadAndDelete(topic)
	ch, _ := v.(chan string)
	close(ch)
}

// DropRacy loads the channel, deletes the topic, closes the channel (nil when there was none).
// want: violation
// truth: nonatomic
// why: another goroutine subscribes between the Load and the Delete: the client closes the nil channel and panics, yet deletes the new subscriber.
func (b *Broker) DropRacy(topic string) {
	v, _ := b.subs.Load(topic)
	b.subs.Delete(topic)
	ch, _ := v.(chan string)
	close(ch)
}

// PublishWait sends msg, blocking until the subscriber takes it.
// want: unsupported
// truth: outside
// why: a send statement blocks until a receiver takes the value: only non-blocking sends (select with default) are in the fragment.
func (b *Broker) PublishWait(topic, msg string) {
	if v, ok := b.subs.Load(topic); ok {
		v.(chan string) <- msg
	}
}

// Next waits for a message on topic's channel or on quit.
// want: unsupported
// truth: outside
// why: a select without default blocks until a case can proceed.
func (b *Broker) Next(topic string, quit chan struct{}) string {
	v, ok := b.subs.Load(topic)
	if !ok {
		return ""
	}
	select {
	case msg := <-v.(chan string):
		return msg
	case <-quit:
		return ""
	}
}

// Drain receives every message left on topic's channel until it is closed.
// want: unsupported
// truth: outside
// why: a range over a channel blocks on each receive.
func (b *Broker) Drain(topic string) int {
	v, ok := b.subs.Load(topic)
	if !ok {
		return 0
	}
	n := 0
	for range v.(chan string) {
		n++
	}
	return n
}

// TryNext polls topic's channel until a message comes or the topic is gone.
// want: atomic
// truth: atomic
// why: a repeating iteration only loads and finds no message (no effect); the last one is Publish's shape, condensable at its Load.
func (b *Broker) TryNext(topic string) (string, bool) {
	for {
		v, ok := b.subs.Load(topic)
		if !ok {
			return "", false
		}
		select {
		case msg, ok := <-v.(chan string):
			return msg, ok
		default:
		}
	}
}

// PublishAll sends msg to each topic's subscriber without blocking.
// want: unsupported
// truth: outside
// why: a send in a loop's repeating iteration is an effect each iteration makes: the loop is not pure.
func (b *Broker) PublishAll(topics []string, msg string) int {
	n := 0
	for _, t := range topics {
		if v, ok := b.subs.Load(t); ok {
			select {
			case v.(chan string) <- msg:
				n++
			default:
			}
		}
	}
	return n
}
