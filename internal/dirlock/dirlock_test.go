package dirlock

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func TestSecondWriterFailsNamingTheHolder(t *testing.T) {
	dir := t.TempDir()
	first, err := Acquire(dir)
	if err != nil {
		t.Fatal(err)
	}
	_, err = Acquire(dir)
	var busy *BusyError
	if !errors.As(err, &busy) || !errors.Is(err, ErrBusy) {
		t.Fatalf("second Acquire: err = %v, want a BusyError", err)
	}
	for _, want := range []string{dir, fmt.Sprintf("pid %d on ", os.Getpid()), os.Args[0]} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("message %q does not say %q", err, want)
		}
	}
	first.Release()
	first.Release() // a second release is harmless
	again, err := Acquire(dir)
	if err != nil {
		t.Fatalf("Acquire after Release: %v", err)
	}
	again.Release()
}

// holdEnv names the folder a re-executed test binary locks (see
// TestHelperHolder).
const holdEnv = "IOPRESS_DIRLOCK_HOLD"

// TestHelperHolder is not a test: run by TestLockIsHeldAcrossProcesses in
// a child process, it locks a folder, says so, and holds the lock until its
// input ends.
func TestHelperHolder(t *testing.T) {
	dir := os.Getenv(holdEnv)
	if dir == "" {
		t.Skip("helper process only")
	}
	l, err := Acquire(dir)
	if err != nil {
		fmt.Println(err)
		os.Exit(1)
	}
	fmt.Println("locked")
	bufio.NewReader(os.Stdin).ReadString('\n')
	l.Release()
}

// startHolder starts a process that holds dir's lock.
func startHolder(t *testing.T, dir string) (*exec.Cmd, func()) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperHolder$")
	cmd.Env = append(os.Environ(), holdEnv+"="+dir)
	stdin, _ := cmd.StdinPipe()
	stdout, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	line, _ := bufio.NewReader(stdout).ReadString('\n')
	if line != "locked\n" {
		cmd.Process.Kill()
		cmd.Wait()
		t.Fatalf("holder process: %q", line)
	}
	return cmd, func() { stdin.Close() }
}

// TestLockIsHeldAcrossProcesses: another process's lock makes Acquire
// fail with its pid, whether it lets go or is killed; then the folder is
// free.
func TestLockIsHeldAcrossProcesses(t *testing.T) {
	for _, kill := range []bool{false, true} {
		dir := t.TempDir()
		cmd, letGo := startHolder(t, dir)
		_, err := Acquire(dir)
		if !errors.Is(err, ErrBusy) || !strings.Contains(err.Error(), fmt.Sprintf("pid %d on ", cmd.Process.Pid)) {
			t.Errorf("while another process holds the lock: err = %v, want busy, naming pid %d", err, cmd.Process.Pid)
		}
		if kill {
			cmd.Process.Kill() // a crash leaves no stale lock
		} else {
			letGo()
		}
		cmd.Wait()
		l, err := Acquire(dir)
		if err != nil {
			t.Fatalf("after the holder ended (killed: %v): %v", kill, err)
		}
		l.Release()
	}
}

// TestRemovedLockFile: a lock file removed by its holder (the folder it
// made going too) is not the one a later writer locks: isAt tells an open
// file from the one now at the path, so Acquire locks the file there.
func TestRemovedLockFile(t *testing.T) {
	dir := t.TempDir()
	first, err := Acquire(dir)
	if err != nil {
		t.Fatal(err)
	}
	opened, err := os.Open(first.f.Name()) // a writer that opened it before the removal
	if err != nil {
		t.Fatal(err)
	}
	defer opened.Close()
	first.Remove()
	if isAt(opened, first.f.Name()) {
		t.Error("a removed lock file is taken for the one at its path")
	}
	second, err := Acquire(dir) // the first still holds the removed file
	if err != nil {
		t.Fatalf("Acquire after the lock file was removed: %v", err)
	}
	defer second.Release()
	first.Release()
	if !isAt(second.f, second.f.Name()) || isAt(opened, second.f.Name()) {
		t.Error("the second lock is not on the file at the path")
	}
}

// TestReleaseAndRemoveLeavesNoLockFile: a writer that releases a folder
// with ReleaseAndRemove leaves no lock file there, and the next writer
// locks the folder as usual.
func TestReleaseAndRemoveLeavesNoLockFile(t *testing.T) {
	dir := t.TempDir()
	first, err := Acquire(dir)
	if err != nil {
		t.Fatal(err)
	}
	first.ReleaseAndRemove()
	first.ReleaseAndRemove() // a second is harmless
	if _, err := os.Stat(filepath.Join(dir, Name)); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the lock file after ReleaseAndRemove: %v, want none", err)
	}
	second, err := Acquire(dir)
	if err != nil {
		t.Fatalf("Acquire after ReleaseAndRemove: %v", err)
	}
	if _, err := Acquire(dir); !errors.Is(err, ErrBusy) {
		t.Errorf("a third writer while the second holds the lock: %v, want busy", err)
	}
	second.ReleaseAndRemove()
}
