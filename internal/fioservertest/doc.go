// Package fioservertest starts real fio servers for tests of fleet runs,
// each on a loopback address of its own (Linux answers on all of 127/8),
// in a process group of its own so that a test can kill or stop it with
// the children it forks per client, as a machine that dies or hangs.
//
// It runs on Linux only: other systems answer on 127.0.0.1 alone.
package fioservertest
