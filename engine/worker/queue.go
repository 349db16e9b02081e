package worker

import "sync"

// queue is an unbounded FIFO of messages: push never blocks, so the
// JavaScript callback that receives a message returns at once however many
// arrive while the engine is busy.
type queue struct {
	mu    sync.Mutex
	items [][]byte
	ready chan struct{} // holds a token while items is not empty
}

func newQueue() *queue { return &queue{ready: make(chan struct{}, 1)} }

func (q *queue) push(msg []byte) {
	q.mu.Lock()
	q.items = append(q.items, msg)
	q.mu.Unlock()
	select {
	case q.ready <- struct{}{}:
	default:
	}
}

// waiting reports whether a message is queued.
func (q *queue) waiting() bool {
	q.mu.Lock()
	defer q.mu.Unlock()
	return len(q.items) > 0
}

// pop blocks until a message is there and returns the oldest.
func (q *queue) pop() []byte {
	for {
		q.mu.Lock()
		if len(q.items) > 0 {
			msg := q.items[0]
			q.items[0] = nil
			q.items = q.items[1:]
			more := len(q.items) > 0
			q.mu.Unlock()
			if more {
				select {
				case q.ready <- struct{}{}:
				default:
				}
			}
			return msg
		}
		q.mu.Unlock()
		<-q.ready
	}
}
