# Tackboard: one image with the built client and the server (run with docker compose).
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
# A deployed image starts empty: the demo's published passwords are for `npm start` on one's own machine.
ENV NODE_ENV=production PORT=4000 DATA_DIR=/data SEED_DEMO=0
EXPOSE 4000
CMD ["npx", "tsx", "server/main.ts"]
