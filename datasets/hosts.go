package datasets

// AllClientsHost is the host of the aggregate row of a fio client/server
// run: fio's sum over every host that ran the job at once (its own job
// name for that row is "All clients"). ingest/fio and iopress run's fleet
// runs write it; analysis keeps it apart from the hosts' own rows.
const AllClientsHost = "All clients"
