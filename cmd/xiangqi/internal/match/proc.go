package match

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strings"
	"sync"
	"time"
)

// ErrTimeout is returned when a player does not answer by the deadline; the
// game is lost on time.
var ErrTimeout = errors.New("no answer in time")

// process is a running engine: lines written to its input, lines read from its
// output by a goroutine so a deadline can be kept, and stderr kept for error
// messages. Its children share a process group (on Unix), so killing it also
// ends a wrapper such as `go run`.
type process struct {
	name   string
	cmd    *exec.Cmd
	stdin  io.WriteCloser
	lines  chan string   // output lines; closed at end of output
	exited chan struct{} // closed once the process has been waited for
	stderr tail
	log    *Log
	closed sync.Once
}

// startProcess starts argv[0] with the other arguments. Traffic is copied to
// log when it is not nil.
func startProcess(name string, argv []string, log *Log) (*process, error) {
	cmd := exec.Command(argv[0], argv[1:]...)
	setProcessGroup(cmd)
	// A grandchild holding stderr open must not keep Wait from returning.
	cmd.WaitDelay = 2 * time.Second
	p := &process{name: name, cmd: cmd, lines: make(chan string, 1024), exited: make(chan struct{}), log: log}
	cmd.Stderr = &p.stderr
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("start %s: %w", name, err)
	}
	p.stdin = stdin
	go p.read(stdout)
	return p, nil
}

func (p *process) read(r io.Reader) {
	br := bufio.NewReaderSize(r, 64*1024)
	for {
		line, err := br.ReadString('\n')
		if line != "" {
			line = strings.TrimRight(line, "\r\n")
			p.log.printf("%s > %s\n", p.name, line)
			p.lines <- line
		}
		if err != nil {
			break
		}
	}
	close(p.lines)
	// Wait only after the output is drained, as os/exec asks.
	p.cmd.Wait()
	close(p.exited)
}

// send writes one line to the engine.
func (p *process) send(line string) error {
	p.log.printf("%s < %s\n", p.name, line)
	if _, err := io.WriteString(p.stdin, line+"\n"); err != nil {
		return p.deathError(fmt.Errorf("write to %s: %w", p.name, err))
	}
	return nil
}

// readLine returns the next output line, ErrTimeout after the deadline, or an
// error saying the engine exited.
func (p *process) readLine(deadline time.Time) (string, error) {
	timer := time.NewTimer(time.Until(deadline))
	defer timer.Stop()
	select {
	case line, ok := <-p.lines:
		if !ok {
			return "", p.deathError(fmt.Errorf("%s exited", p.name))
		}
		return line, nil
	case <-timer.C:
		return "", fmt.Errorf("%s: %w", p.name, ErrTimeout)
	}
}

// waitFor reads lines until one passes the test, returning it.
func (p *process) waitFor(deadline time.Time, match func(string) bool) (string, error) {
	for {
		line, err := p.readLine(deadline)
		if err != nil {
			return "", err
		}
		if match(line) {
			return line, nil
		}
	}
}

// drain discards output already received, such as info lines after a move.
func (p *process) drain() {
	for {
		select {
		case _, ok := <-p.lines:
			if !ok {
				return
			}
		default:
			return
		}
	}
}

// deathError adds the exit status and the end of stderr once the process has
// died, so a crash explains itself.
func (p *process) deathError(err error) error {
	select {
	case <-p.exited:
	case <-time.After(200 * time.Millisecond):
		return err
	}
	msg := err.Error()
	if state := p.cmd.ProcessState; state != nil {
		msg += " (" + state.String() + ")"
	}
	if t := p.stderr.String(); t != "" {
		msg += "; stderr: " + t
	}
	return errors.New(msg)
}

// close asks the engine to quit, closes its input and kills it (with its
// process group) if it has not exited within the grace period. Output is
// discarded meanwhile so a chatty engine cannot block on a full pipe.
func (p *process) close(quit string, grace time.Duration) {
	p.closed.Do(func() { p.shutdown(quit, grace) })
}

func (p *process) shutdown(quit string, grace time.Duration) {
	if quit != "" {
		p.send(quit)
	}
	p.stdin.Close()
	lines := p.lines
	timeout := time.After(grace)
	killed := false
	for {
		select {
		case <-p.exited:
			return
		case _, ok := <-lines:
			if !ok {
				lines = nil
			}
		case <-timeout:
			if killed {
				return // the kernel will reap it; do not hang the match
			}
			p.kill()
			killed = true
			timeout = time.After(5 * time.Second)
		}
	}
}

// kill ends the engine at once.
func (p *process) kill() {
	killProcessGroup(p.cmd)
}

// tail keeps the last few hundred bytes written to it.
type tail struct {
	mu  sync.Mutex
	buf []byte
}

const tailSize = 600

func (t *tail) Write(b []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, b...)
	if len(t.buf) > tailSize {
		t.buf = append(t.buf[:0], t.buf[len(t.buf)-tailSize:]...)
	}
	return len(b), nil
}

func (t *tail) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return strings.TrimSpace(string(t.buf))
}

// Log copies the traffic of several engines to one writer, a line at a time,
// each stamped with the seconds since the log was made; a nil Log discards it.
type Log struct {
	mu    sync.Mutex
	w     io.Writer
	start time.Time
}

// NewLog returns a Log writing to w, or nil when w is nil.
func NewLog(w io.Writer) *Log {
	if w == nil {
		return nil
	}
	return &Log{w: w, start: time.Now()}
}

func (s *Log) printf(format string, args ...any) {
	if s == nil {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	fmt.Fprintf(s.w, "%9.3f ", time.Since(s.start).Seconds())
	fmt.Fprintf(s.w, format, args...)
}
