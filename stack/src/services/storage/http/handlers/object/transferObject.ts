import { endpoint, objectsOf } from '../../context.ts';

/** The body of `POST /object/move` and `/object/copy`: an object and where it goes (the same bucket by default). */
interface TransferBody {
  bucketId: string;
  sourceKey: string;
  destinationBucket?: string;
  destinationKey: string;
}

const transferProperties = {
  bucketId: { type: 'string' },
  sourceKey: { type: 'string' },
  destinationBucket: { type: 'string' },
  destinationKey: { type: 'string' },
} as const;
const required = ['bucketId', 'sourceKey', 'destinationKey'] as const;

export const moveObject = endpoint<{ Body: TransferBody }>(
  { body: { type: 'object', properties: transferProperties, required } },
  async (request) => {
    const { bucketId, sourceKey, destinationBucket, destinationKey } = request.body;
    const moved = await objectsOf(request, bucketId).move(sourceKey, destinationBucket || bucketId, destinationKey);
    return { message: 'Successfully moved', Id: moved.id, Key: moved.name };
  },
);

export const copyObject = endpoint<{ Body: TransferBody }>(
  { body: { type: 'object', properties: { ...transferProperties, copyMetadata: { type: 'boolean' } }, required } },
  async (request) => {
    const { bucketId, sourceKey, destinationBucket, destinationKey } = request.body;
    const destination = destinationBucket || bucketId;
    const copied = await objectsOf(request, bucketId).copy(sourceKey, destination, destinationKey, request.headers['x-upsert'] === 'true');
    return { Id: copied.id, Key: `${destination}/${destinationKey}`, ...copied };
  },
);
