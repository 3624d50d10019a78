# Tackboard: one image with the built client and the server (run with docker compose).
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
ENV NODE_ENV=production PORT=4000 DATA_DIR=/data
EXPOSE 4000
CMD ["npx", "tsx", "server/main.ts"]
