# Walkden Kitchen: the two commands are `make start` and `make test`.
SHELL := bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

# Settings from .env when it exists, unless the environment already sets them
# (`PORT=3100 make start` wins over .env). Values are plain KEY=value lines, see .env.example.
ifneq (,$(wildcard .env))
ENV_KEYS := $(shell sed -n 's/^\([A-Za-z_][A-Za-z0-9_]*\)=.*/\1/p' .env)
$(foreach key,$(ENV_KEYS),$(if $(filter environment,$(origin $(key))),,$(eval $(shell grep -m1 '^$(key)=' .env))))
export $(ENV_KEYS)
endif

PORT ?= 3000
BIN := node_modules/.bin
# Builds and test runners pick their own mode (vite: production, Jest: test); a NODE_ENV from
# .env or the shell is meant for the api and worker only.
NO_NODE_ENV := env -u NODE_ENV

.PHONY: help start serve test build lint typecheck api-types bench clean

help: ## List the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | sed 's/:.*## /\t/' | expand -t 12

# npm dependencies for each use, installed when missing or older than the lockfile (see the script):
# start = the product, its build tools and the stand-ins; test adds the test tools; bench adds the benchmarks'.
INSTALL := .ci/install-deps.sh --if-needed

start: ## Install, check PostgreSQL and Redis, build, migrate, seed, and serve at http://localhost:3000 (PORT to change)
	@$(INSTALL) start
	@node .ci/check-services.mjs
	$(NO_NODE_ENV) npm run build
	npm run cli -- db:migrate
	npm run cli -- db:seed
	@$(MAKE) --no-print-directory serve

# The api and the worker, plus the local stand-ins (LOCAL_STANDINS=auto|on|off, see .env.example);
# standins.js --env plans them once (ports derived from PORT) and points the api and worker at
# them; concurrently prefixes each line with its process and stops all when one stops.
serve:
	@echo "Walkden Kitchen: starting at http://localhost:$(PORT) (it says when it is ready; Ctrl-C stops everything)"
	@standins_env="$$(node backend/dist/dev/standins.js --env)"; eval "$$standins_env"; \
	if node backend/dist/dev/standins.js --needed; then \
	  exec $(BIN)/concurrently --names standins,worker,api,ready --prefix-colors magenta,yellow,cyan,green --kill-others \
	    "node backend/dist/dev/standins.js" \
	    "node backend/dist/dev/standins.js --wait && exec node backend/dist/worker.js" \
	    "node backend/dist/dev/standins.js --wait && exec node backend/dist/main.js" \
	    "node backend/dist/dev/standins.js --announce"; \
	else \
	  exec $(BIN)/concurrently --names worker,api,ready --prefix-colors yellow,cyan,green --kill-others \
	    "node backend/dist/worker.js" \
	    "node backend/dist/main.js" \
	    "node backend/dist/dev/standins.js --announce"; \
	fi

test: ## Every test: types, lint, backend, frontend, then Playwright against the build
	@$(INSTALL) test
	$(NO_NODE_ENV) bash -c 'npm run typecheck && npm run lint && npm run test:backend && npm run test:frontend && npm run build && npm run test:e2e'

build: ## Build frontend (client + SSR), backend and cli
	@$(INSTALL) start
	$(NO_NODE_ENV) npm run build

lint: ## ESLint over the whole tree
	@$(INSTALL) test
	npm run lint

typecheck: ## TypeScript over every workspace
	@$(INSTALL) test
	npm run typecheck

# The backend suite (so `make test`) fails while frontend/src/api/schema.ts differs from what the DTOs generate.
api-types: ## Regenerate the frontend's API types from the backend's OpenAPI document
	@$(INSTALL) test
	$(NO_NODE_ENV) npm run api:types

bench: ## Run the benchmarks in bench/ against the build (see bench/README.md)
	@$(INSTALL) bench
	$(NO_NODE_ENV) npm run build
	@mkdir -p bench/results
	@shopt -s nullglob; \
	ts=(bench/*.ts); js=(bench/*.js bench/*.mjs); \
	if (( $${#ts[@]} )); then $(BIN)/tsc -p bench/tsconfig.json; js+=(bench/dist/*.js); fi; \
	if (( $${#js[@]} == 0 )); then echo "No benchmarks in bench/ yet."; exit 0; fi; \
	for file in "$${js[@]}"; do echo "== $$file"; node "$$file"; done

clean: ## Remove build output and test artefacts (keeps node_modules)
	rm -rf backend/dist frontend/dist cli/dist bench/dist bench/results e2e/test-results e2e/playwright-report e2e/.tmp coverage backend/coverage frontend/coverage
