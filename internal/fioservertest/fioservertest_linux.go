package fioservertest

import (
	"fmt"
	"net"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"
)

// Server is a `fio --server` a test started.
type Server struct {
	Host string // as --client takes it: ip:ADDR,PORT
	addr string // ADDR:PORT
	cmd  *exec.Cmd
}

// Start starts n fio servers on 127.0.0.2, 127.0.0.3, ..., each on a free
// port, and stops them when the test ends; it skips the test where fio is
// absent.
func Start(t *testing.T, n int) []*Server {
	t.Helper()
	if _, err := exec.LookPath("fio"); err != nil {
		t.Skip("fio is not on the PATH: fleet runs need fio (CI installs it)")
	}
	var servers []*Server
	for i := range n {
		ip := fmt.Sprintf("127.0.0.%d", i+2)
		l, err := net.Listen("tcp", ip+":0")
		if err != nil {
			t.Skipf("cannot listen on %s: %v", ip, err)
		}
		port := l.Addr().(*net.TCPAddr).Port
		l.Close()
		s := &Server{Host: fmt.Sprintf("ip:%s,%d", ip, port), addr: fmt.Sprintf("%s:%d", ip, port)}
		s.Restart(t)
		servers = append(servers, s)
	}
	return servers
}

// Hosts are the servers as --client takes them.
func Hosts(servers []*Server) []string {
	var hosts []string
	for _, s := range servers {
		hosts = append(hosts, s.Host)
	}
	return hosts
}

// Restart runs the server (again, once killed) and waits until it
// accepts connections.
func (s *Server) Restart(t *testing.T) {
	t.Helper()
	ip, port, _ := strings.Cut(s.addr, ":")
	s.cmd = exec.Command("fio", "--server=ip:"+ip+","+port)
	s.cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := s.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Kill)
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		c, err := net.DialTimeout("tcp", s.addr, time.Second)
		if err == nil {
			c.Close()
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("fio server on %s did not start: %v", s.addr, err)
		}
	}
}

// Kill ends the server and every process it forked, at once, as a
// machine that dies does.
func (s *Server) Kill() {
	if s.cmd.Process == nil || s.cmd.ProcessState != nil {
		return
	}
	syscall.Kill(-s.cmd.Process.Pid, syscall.SIGKILL)
	s.cmd.Wait()
}

// Signal sends sig to the server and every process it forked: SIGSTOP
// makes a host that hangs, its connections open; SIGCONT wakes it.
func (s *Server) Signal(sig syscall.Signal) {
	if s.cmd.Process != nil && s.cmd.ProcessState == nil {
		syscall.Kill(-s.cmd.Process.Pid, sig)
	}
}
