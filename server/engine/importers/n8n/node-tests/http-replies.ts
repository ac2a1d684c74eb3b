/**
 * The replies n8n's HTTP Request tests give with nock, per fixture file (n8n-io/n8n
 * `packages/nodes-base/nodes/HttpRequest/test/node/HttpRequest.test.ts`, commit
 * `0013714d0437d0163a8a48397371323270fda070`): values as n8n records them, served by `replay-http.ts`.
 */
import type { RecordedReply } from './replay-http';

const base = 'https://dummyjson.com';

const todo1 = { id: 1, todo: 'Do something nice for someone I care about', completed: true, userId: 26 };

export const HTTP_REPLIES: Readonly<Record<string, readonly RecordedReply[]>> = {
  'HttpRequest/workflow.get.json': [
    { method: 'GET', url: `${base}/todos/1`, status: 200, reply: todo1 },
    {
      method: 'GET',
      url: `${base}/todos/3`,
      headers: { Authorization: 'Bearer 12345' },
      status: 200,
      reply: { id: 3, todo: 'Watch a classic movie', completed: false, userId: 4 },
    },
    {
      method: 'GET',
      url: `${base}/todos?limit=2&skip=10`,
      status: 200,
      reply: {
        todos: [
          { id: 11, todo: "Text a friend I haven't talked to in a long time", completed: false, userId: 39 },
          { id: 12, todo: 'Organize pantry', completed: true, userId: 39 },
        ],
        total: 150,
        skip: 10,
        limit: 2,
      },
    },
  ],
  'HttpRequest/workflow.post.json': [
    {
      method: 'POST',
      url: `${base}/todos/add`,
      body: { todo: 'Use DummyJSON in the project', completed: false, userId: '5' },
      status: 200,
      reply: { id: 151, todo: 'Use DummyJSON in the project', completed: false, userId: '5' },
    },
    {
      method: 'POST',
      url: `${base}/todos/add2`,
      body: { todo: 'Use DummyJSON in the project', completed: false, userId: 15 },
      status: 200,
      reply: { id: 151, todo: 'Use DummyJSON in the project', completed: false, userId: 15 },
    },
  ],
  'HttpRequest/workflow.put.json': [
    {
      method: 'PUT',
      url: `${base}/todos/10`,
      body: { userId: '42' },
      status: 200,
      reply: { id: 10, todo: 'Have a football scrimmage with some friends', completed: false, userId: '42' },
    },
  ],
  'HttpRequest/workflow.patch.json': [
    {
      method: 'PATCH',
      url: `${base}/products/1`,
      body: '{"title":"iPhone 12"}',
      status: 200,
      reply: {
        id: 1,
        title: 'iPhone 12',
        price: 549,
        stock: 94,
        rating: 4.69,
        images: [
          'https://i.dummyjson.com/data/products/1/1.jpg',
          'https://i.dummyjson.com/data/products/1/2.jpg',
          'https://i.dummyjson.com/data/products/1/3.jpg',
          'https://i.dummyjson.com/data/products/1/4.jpg',
          'https://i.dummyjson.com/data/products/1/thumbnail.jpg',
        ],
        thumbnail: 'https://i.dummyjson.com/data/products/1/thumbnail.jpg',
        description: 'An apple mobile which is nothing like apple',
        brand: 'Apple',
        category: 'smartphones',
      },
    },
  ],
  'HttpRequest/workflow.delete.json': [
    {
      method: 'DELETE',
      url: `${base}/todos/1`,
      status: 200,
      reply: { ...todo1, isDeleted: true, deletedOn: '2023-02-09T05:37:31.720Z' },
    },
  ],
};
