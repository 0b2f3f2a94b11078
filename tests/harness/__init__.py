"""What the tests run against, kept apart from the tests themselves: the scripted LlamaIndex models (the suite's one
fake), the crash harness, real llama.cpp, PostgreSQL and faulty HTTP servers, the store backends and small task
stories of the conformance suite, SQL to look inside a store, the browser tests' kernel side and the risk corpora.

Imported as `harness.<module>`: tests/conftest.py puts tests/ on sys.path, and the child processes, notebook kernels
and bench scripts that use these modules do the same.
"""
