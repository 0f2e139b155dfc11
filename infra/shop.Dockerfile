# The shop (API + built frontend in one Node process) for docker-compose.yml.
FROM node:20-bookworm AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
COPY --from=build /app /app
EXPOSE 3000
VOLUME ["/data"]
# The V8 flags of `npm start` (scripts/lib/shop-process.mjs SHOP_NODE_FLAGS says why).
CMD ["node", "--max-semi-space-size=8", "backend/dist/main.js"]
